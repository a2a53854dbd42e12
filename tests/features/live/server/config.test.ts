/** The live feature's variables (src/features/live/server/config.ts): Publishing's channel. */
import { describe, expect, test } from 'vitest';
import {
  DEMO_PUBLISHING_CHANNEL_ID,
  readLiveConfig,
} from '../../../../src/features/live/server/config.ts';

describe('PCO_PUBLISHING_CHANNEL_ID', () => {
  test('unset: no Publishing, but the emulator’s channel in demo mode', () => {
    expect(readLiveConfig({}, null).publishingChannelId).toBeNull();
    expect(readLiveConfig({}, 'http://127.0.0.1:8888').publishingChannelId).toBe(
      DEMO_PUBLISHING_CHANNEL_ID,
    );
  });

  test('a numeric id is the channel; anything else is a problem, never a stop', () => {
    expect(readLiveConfig({ PCO_PUBLISHING_CHANNEL_ID: ' 2231 ' }, null)).toMatchObject({
      publishingChannelId: '2231',
      problems: [],
    });
    const bad = readLiveConfig({ PCO_PUBLISHING_CHANNEL_ID: 'sunday' }, null);
    expect(bad.publishingChannelId).toBeNull();
    expect(bad.problems).toEqual([
      'PCO_PUBLISHING_CHANNEL_ID must be a numeric Planning Center id, got "sunday"',
    ]);
  });
});
