// The Concepts panel's content in the chosen language: English from src/lessons/concepts.ts, or
// its Vietnamese twin (concepts.vi.ts).
import type { Lang } from '../../state/lang';
import { BARE_METAL_TO_POD, DEBUG_ORDER, LINUX_TO_WINDOWS, NETWORK_MODES, PITFALLS, PLANES, POD_NETWORK_SETUP } from '../../lessons/concepts';
import { BARE_METAL_TO_POD_VI, DEBUG_ORDER_VI, LINUX_TO_WINDOWS_VI, NETWORK_MODES_VI, PITFALLS_VI, PLANES_VI, POD_NETWORK_SETUP_VI } from './concepts.vi';

const EN = { linuxToWindows: LINUX_TO_WINDOWS, planes: PLANES, modes: NETWORK_MODES, bareMetal: BARE_METAL_TO_POD, podSetup: POD_NETWORK_SETUP, debug: DEBUG_ORDER, pitfalls: PITFALLS };
const VI: typeof EN = { linuxToWindows: LINUX_TO_WINDOWS_VI, planes: PLANES_VI, modes: NETWORK_MODES_VI, bareMetal: BARE_METAL_TO_POD_VI, podSetup: POD_NETWORK_SETUP_VI, debug: DEBUG_ORDER_VI, pitfalls: PITFALLS_VI };

export type Concepts = typeof EN;

export const conceptsIn = (lang: Lang): Concepts => (lang === 'vi' ? VI : EN);
