// Open…'s reader (issue 32 item 4): a scenario file parsed and checked here, not on the page. A
// document of 10,000 hand edits (2.4 MB of JSON) held the page 0.3-1.6 s in one task while it was
// read and checked; the page now gets the checked document, or its problems (line, field, message).
import '../zod-jitless';
import type { Scenario } from '../cluster/scenario/schema';
import { loadScenarioText } from '../io/scenario/load';
import type { Problem } from '../io/result';

export interface ScenarioFileRequest {
  id: number;
  text: string;
}

export interface ScenarioFileReply {
  id: number;
  scenario?: Scenario;
  problems: Problem[];
}

self.onmessage = (e: MessageEvent<ScenarioFileRequest>) => {
  const r = loadScenarioText(e.data.text);
  const reply: ScenarioFileReply = { id: e.data.id, ...(r.value ? { scenario: r.value } : {}), problems: r.errors };
  self.postMessage(reply);
};
