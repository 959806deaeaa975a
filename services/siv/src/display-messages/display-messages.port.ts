/** What the boards ask of display messages. */
import type { Schemas } from '../types.ts';

/** Where a board shows: its station area and bay, and the lines of its rows. */
export interface BoardPlace {
  stationAreaCode: string;
  bayCode: string | null;
  lineCodes: Set<string>;
}

/** The messages a board shows, the most urgent first. */
export interface BoardMessages {
  inForce(instant: number, place: BoardPlace): Promise<Schemas['DisplayMessage'][]>;
}
