/**
 * The format of the demo preachers' recordings (tools/make-demo-voices.ts): MPEG-2 Layer III,
 * 16 kHz mono at a constant 16 kbit/s, so every frame is 576 samples (36 ms) in 72 bytes, and
 * encoded without a bit reservoir, so any frame can follow any other.
 */
export const VOICE_FORMAT = {
  sampleRate: 16_000,
  kbps: 16,
  /** 72 × bitrate / sample rate, for MPEG-2 Layer III. */
  frameBytes: 72,
  frameSeconds: 576 / 16_000,
  /** LAME's delay before the first sample: one frame. */
  encoderDelaySeconds: 576 / 16_000,
} as const;
