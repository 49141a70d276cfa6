import { createStore } from '../lib/external-store';

/**
 * The desktop second factor shows its page in an inline frame inside the app. The adapter
 * asks for a frame here; `SecondFactorFrame` (mounted once in the app) renders it.
 */
export interface InlineFrameRequest {
  url: string;
  /** The user closed the frame before the page answered. */
  cancel(): void;
}

export const inlineFrameRequest = createStore<InlineFrameRequest | undefined>(undefined);
