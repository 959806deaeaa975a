/** What the other families may tell the deliveries: a screen was seen loading its page. */
export interface ScreenSightings {
  /** The point's screen loaded its page now; never throws. */
  pageLoaded(pointId: string): Promise<void>;
}
