// What the simulator calls the network between the nodes (a wire place's `node` in a trace). One
// constant, so the UI can say it in the chosen language without matching free text.
export const NODE_NETWORK = 'node network';
