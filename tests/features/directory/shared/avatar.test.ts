import { describe, expect, test } from 'vitest';
import { avatarUrl, TILE_AVATAR_SIZE } from '../../../../src/features/directory/shared/avatar.ts';

describe('avatarUrl', () => {
  test('asks for a 200x200 image for tiles', () => {
    expect(avatarUrl('https://cdn.example.com/a/1.jpg', TILE_AVATAR_SIZE)).toBe(
      'https://cdn.example.com/a/1.jpg?w=200&h=200',
    );
  });
  test('keeps a query the URL already has and replaces an old size', () => {
    expect(avatarUrl('https://cdn.example.com/a.jpg?v=3&w=50', 200)).toBe(
      'https://cdn.example.com/a.jpg?v=3&w=200&h=200',
    );
  });
  test('keeps a relative URL relative', () => {
    expect(avatarUrl('/demo/pco/avatars/7.svg', 200)).toBe('/demo/pco/avatars/7.svg?w=200&h=200');
  });
  test('leaves an empty URL empty', () => {
    expect(avatarUrl('', 200)).toBe('');
  });
});
