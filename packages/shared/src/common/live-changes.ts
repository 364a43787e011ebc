/**
 * What the index tells open pages changed, by kind and id (`auction:5`): public things only, and only that they
 * changed, never what they hold, so anyone may listen. A page reads the thing again through its endpoint.
 */
export const LIVE_KINDS = ["nft", "listing", "auction", "collateral", "contract"] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

export interface LiveChange {
  kind: LiveKind;
  id: number;
}

/** The most things one page listens to at once. */
export const MAX_LIVE_TOPICS = 32;

/** `auction:5`: how a change travels (NOTIFY payloads, the stream's query string). */
export const liveTopic = ({ kind, id }: LiveChange) => `${kind}:${id}`;

const topicPattern = new RegExp(`^(${LIVE_KINDS.join("|")}):(\\d{1,15})$`);

export function parseLiveTopic(topic: string): LiveChange | null {
  const match = topicPattern.exec(topic);
  return match ? { kind: match[1] as LiveKind, id: Number(match[2]) } : null;
}

