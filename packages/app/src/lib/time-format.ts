// The service day's times and durations as docs/product.md#dates-and-times writes them: one source, in the protocol
// (the server writes the same in its PDF reports).
export { crossesMidnight, formatDuration, formatMinutes, spokenMinutes, TIME_SUFFIX_KEY } from '@crewline/protocol';
