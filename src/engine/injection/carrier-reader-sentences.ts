// Which sentences of a text carrier.ts's reader reads: none where the view holds no literal of an order's object, else a test per sentence.

import { objectReach, TOOL_ADDRESS_OPENS } from "./carrier-reader-need.ts";
import type { View } from "./normalize.ts";
import { gateClosed, READER_OBJECT_GATE } from "./reader-gates.ts";

/** a sentence and its part's end, as carrier.ts cuts them */
type Sentence = [number, number, number];

export interface ReaderSentences {
  all: Sentence[];
  /** whether sentence i holds a literal of an order's object or of a place (none past the last sentence) */
  may: (i: number) => boolean;
  /** whether sentence i is short enough to address a program and one of the three after it may score */
  leads: (i: number) => boolean;
}

const NONE: ReaderSentences = { all: [], may: () => false, leads: () => false };

/**
 * True when no sentence of the view can score, whatever the text is (a tool's description or not): the prefilter pass
 * found no literal of an order's object or of a place, and a tool's own address words hold none (TOOL_ADDRESS_OPENS).
 * carrier.ts asks it before anything else of the reader, so such a text is neither tested for a reader's noun nor for
 * a tool's description (round 42: the object gate closes on 859 of the bench's 2,000 short texts).
 */
export const noSentenceScores = (view: View): boolean => !TOOL_ADDRESS_OPENS && gateClosed(view, READER_OBJECT_GATE);

/**
 * carrier.ts's readerPoints gives a sentence points only where it holds a literal of its order's object or of a place
 * outside (carrier-reader-need.ts). The prefilter pass says whether the view holds any (then the text is not even cut
 * into sentences); else one pass finds where they are, and a sentence without one is neither cut nor read. A short
 * sentence that addresses a program counts for the three sentences after it only, so it is sought only where one of
 * them may score. A tool's description is read under words of its own (TOOL_ADDRESS): should they hold a literal,
 * every sentence of it may score.
 */
export function readerSentences(view: View, cut: () => Sentence[], tool: boolean): ReaderSentences {
  const open = tool && TOOL_ADDRESS_OPENS;
  if (!open && gateClosed(view, READER_OBJECT_GATE)) return NONE;
  const all = cut();
  const reach = open ? null : objectReach(view.text);
  const may = (i: number): boolean => {
    const x = all[i];
    return x !== undefined && (reach === null || (reach[x[0]] as number) <= x[1]);
  };
  const leads = (i: number): boolean => {
    const x = all[i];
    return x !== undefined && x[1] - x[0] < 100 && (may(i + 1) || may(i + 2) || may(i + 3));
  };
  return { all, may, leads };
}
