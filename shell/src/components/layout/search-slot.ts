import type { ReactNode } from 'react';

/** What the header hands to the search overlay: whether it is open and how to open or close it. */
export interface SearchOverlayControls {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Renders the search overlay. The app layer passes it in, because shared layout components never
 * import a feature folder.
 */
export type RenderSearch = (controls: SearchOverlayControls) => ReactNode;
