// The Lesson format: `apiVersion: vfp-lab/v1`, `kind: Lesson`, a built-in scenario and ordered
// steps. Each step tells one point (narration), shows it (a probe at a step, a canvas level, an
// element to highlight), may ask a question, and may carry notes for the instructor only.
import { z } from 'zod';
import { API_VERSION } from '../../cluster/scenario/schema';
import { localText } from '../../cluster/scenario/exercise-schema';
import { REASON_CODES, type ReasonCode } from '../../core/trace/reasons';
import { challengeEnglish, challengeMsg } from '../challenge-messages';

const id = z.string().regex(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/, { message: 'expected an id: lower case letters, digits and "-"' });

/** What to highlight: the same refs as probes use, without a port (pod/NAME, node/NAME...). */
export const HIGHLIGHT_RE = /^(pod|service|node|external)\/[a-z0-9][-a-z0-9./]*$/;

const focus = z.strictObject({
  /** Another built-in for this step (default: the lesson's scenario). */
  scenario: z.string().min(1).optional(),
  probe: z.string().min(1).optional(),
  /** The trace's step, counted from 1 as the step counter shows; `end` is the last. */
  step: z.union([z.number().int().min(1), z.literal('end')]).optional(),
  /** Or the first step whose narration contains this text (steps move when the model grows). */
  at: z.string().min(1).optional(),
  level: z.enum(['cluster', 'node']).default('cluster'),
  /** The node shown at level node. */
  node: z.string().min(1).optional(),
  highlight: z.string().regex(HIGHLIGHT_RE, { message: 'expected pod/NAME, service/NAME, node/NAME or external/NAME' }).optional(),
});

/**
 * What the step's text is about, so that a test can hold the step to the walk (lesson-walk.test):
 * the event the player parks on (or, for a predict question, an event of the walk it plays) is of
 * this kind, in this layer, decided by this rule, drops with this reason, makes this rewrite.
 * Every field is optional; layer, rule and reason are named as the trace names them.
 */
export const ABOUT_KINDS = ['send', 'route', 'port', 'layer', 'flow-hit', 'switch', 'hairpin', 'wire', 'deliver', 'drop', 'answer', 'linux'] as const;
export const ABOUT_REWRITES = ['dnat', 'snat', 'un-dnat', 'un-snat', 'encap', 'decap', 'mac-rewrite', 'lb'] as const;
const about = z.strictObject({
  kind: z.enum(ABOUT_KINDS).optional(),
  layer: z.string().min(1).optional(),
  reason: z.enum(REASON_CODES as [ReasonCode, ...ReasonCode[]]).optional(),
  /** The deciding rule: its id or friendly name, or how it starts; `default`: the layer default decided, no rule. */
  rule: z.string().min(1).optional(),
  /** A rewrite the event makes (a transposition's kind), or `lb`: a load balancer chose a backend. */
  rewrite: z.enum(ABOUT_REWRITES).optional(),
});

/** The header fields a challenge may ask for (issue 33 item 7): the packet's own and, while
 * encapsulated, the outer header's. */
export const CHALLENGE_FIELDS = ['dst', 'dstPort', 'src', 'srcPort', 'outer.src', 'outer.dst', 'outer.vni'] as const;
export type ChallengeField = (typeof CHALLENGE_FIELDS)[number];
/** The rewrites a challenge can be about (a transposition's kind; a MAC rewrite writes no field it asks). */
export const CHALLENGE_REWRITES = ['dnat', 'snat', 'un-dnat', 'un-snat', 'encap', 'decap'] as const;

const choice = z.strictObject({ text: localText, correct: z.boolean().default(false) });

/** A pod of the scenario, as probes name it (pod/NAME or pod/NAMESPACE/NAME). */
const podRef = z.string().regex(/^pod\/[a-z0-9][-a-z0-9.]*(\/[a-z0-9][-a-z0-9.]*)?$/, { message: 'expected pod/NAME or pod/NAMESPACE/NAME' });
/** An address, or a pod or node of the scenario. */
const addressRef = z.string().regex(/^((pod|node)\/[a-z0-9][-a-z0-9./]*|\d{1,3}(\.\d{1,3}){3})$/, { message: 'expected an IPv4 address, pod/NAME or node/NAME' });
/** What a "find it with the console" question asks for (src/lessons/console-question.ts reads it off the node). */
const consoleFind = z.union([
  z.strictObject({
    /** The rule `layer` of the pod's port decides this packet with. */
    rule: z.strictObject({
      port: podRef,
      layer: z.string().min(1),
      direction: z.enum(['in', 'out']),
      protocol: z.enum(['tcp', 'udp', 'icmp']),
      src: addressRef,
      dst: addressRef,
      dstPort: z.number().int().min(0).max(65535).optional(),
    }),
  }),
  /** The backend addresses of a Service's VIP (service/NAME or service/NAMESPACE/NAME). */
  z.strictObject({ vipBackends: z.string().regex(/^service\/[a-z0-9][-a-z0-9.]*(\/[a-z0-9][-a-z0-9.]*)?$/, { message: 'expected service/NAME or service/NAMESPACE/NAME' }) }),
  /** The pod's vSwitch port: vfpctrl's port name. */
  z.strictObject({ portOf: podRef }),
  /** The pod's default gateway. */
  z.strictObject({ gateway: podRef }),
]);

const question = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('choice'),
    prompt: localText,
    choices: z.array(choice).min(2).refine((cs) => cs.some((c) => c.correct), { message: 'mark at least one choice correct: true' }),
    explain: localText.optional(),
  }),
  // Predict the verdict: answered before the focus probe plays; the trace then shows the truth.
  z.strictObject({
    kind: z.literal('predict'),
    prompt: localText.optional(),
    outcome: z.enum(['delivered', 'dropped']),
    /** Where it ends (the node, the port, the layer): one correct choice. */
    where: z.array(choice).min(2).refine((cs) => cs.filter((c) => c.correct).length === 1, { message: 'mark exactly one place correct: true' }).optional(),
    explain: localText.optional(),
  }),
  // Challenge: the header after a rewrite, typed by the student before the packet plays on; the
  // answer is the trace's packet after that step (src/lessons/challenge.ts), never written here.
  z.strictObject({
    kind: z.literal('challenge'),
    prompt: localText.optional(),
    /** The rewrite asked about; its step is the focus's step or `at`, else the walk's first of this kind. */
    rewrite: z.enum(CHALLENGE_REWRITES).optional(),
    /** Only an event in this layer (as the trace names it). */
    layer: z.string().min(1).optional(),
    fields: z
      .array(z.enum(CHALLENGE_FIELDS))
      .min(1)
      .refine((fs) => new Set(fs).size === fs.length, { message: 'name each field once' }),
    explain: localText.optional(),
  }),
  // Find it with the console (issue 33 item 6): the student reads the answer off a Windows node with
  // the node console; it is checked against the node, never written here.
  z.strictObject({
    kind: z.literal('console'),
    prompt: localText,
    /** The Windows node the console opens on. */
    node: z.string().min(1),
    find: consoleFind,
    explain: localText.optional(),
  }),
]);

const step = z.strictObject({
  title: localText,
  narration: localText,
  focus: focus.optional(),
  /** What the text is about in the focus probe's walk (checked against it by the lesson walk test). */
  about: about.optional(),
  question: question.optional(),
  /** Shown only in the instructor view. */
  notes: localText.optional(),
  /** Plays "how a pod gets its network" up to this message (1 to 10), over the canvas. */
  sequence: z.number().int().min(1).max(10).optional(),
});

export const lessonSchema = z
  .strictObject({
    apiVersion: z.literal(API_VERSION, { message: `apiVersion must be ${API_VERSION}` }),
    kind: z.literal('Lesson', { message: 'kind must be Lesson' }),
    metadata: z.strictObject({ name: id, title: localText, summary: localText, order: z.number().int().min(0) }),
    /** A built-in scenario's id (its metadata.name). */
    scenario: z.string().min(1),
    steps: z.array(step).min(1),
  })
  .superRefine((l, ctx) => {
    l.steps.forEach((s, i) => {
      if (s.focus?.step !== undefined && s.focus.at !== undefined) ctx.addIssue({ code: 'custom', path: ['steps', i, 'focus', 'at'], message: 'give step or at, not both' });
      if (s.about && !s.focus?.probe) ctx.addIssue({ code: 'custom', path: ['steps', i, 'about'], message: 'about names an event of the focus probe: give focus.probe' });
      if (s.question?.kind === 'challenge' && !s.focus?.probe) ctx.addIssue({ code: 'custom', path: ['steps', i, 'focus', 'probe'], message: challengeEnglish(challengeMsg('challenge.noProbe', {})) });
      if (s.question?.kind === 'predict' && !s.focus?.probe) ctx.addIssue({ code: 'custom', path: ['steps', i, 'focus', 'probe'], message: 'a predict question needs the probe it predicts' });
    });
  });

export type Lesson = z.infer<typeof lessonSchema>;
export type LessonStep = Lesson['steps'][number];
export type LessonFocus = NonNullable<LessonStep['focus']>;
export type LessonAbout = NonNullable<LessonStep['about']>;
export type LessonQuestion = NonNullable<LessonStep['question']>;
