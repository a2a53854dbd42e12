/**
 * The sign-ups' category filter, kept in the URL (`/events?category=Adults`), and the facts a
 * card shows in words. Pure.
 */
import type { PublicSignup, SignupsAnswer } from './api-types.ts';
import { placeText } from './place-text.ts';

/** The category the URL's query names, when the answer has it; '' for all. */
export function parseCategory(search: string, answer: SignupsAnswer): string {
  const asked = new URLSearchParams(search).get('category') ?? '';
  return answer.categories.includes(asked) ? asked : '';
}

/** The query string of a category ('' for all), keeping the page's other parameters. */
export function categorySearch(search: string, category: string): string {
  const params = new URLSearchParams(search);
  if (category) params.set('category', category);
  else params.delete('category');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The sign-ups in the category ('' for all). */
export function filterSignups(answer: SignupsAnswer, category: string): PublicSignup[] {
  return category ? answer.signups.filter((s) => s.categories.includes(category)) : answer.signups;
}

/** A card's facts, in order, those it has. */
export function signupFacts(signup: PublicSignup): { label: string; value: string }[] {
  const facts = [
    { label: 'Where', value: placeText(signup.place) },
    { label: 'Price', value: signup.price ?? '' },
    { label: 'Categories', value: signup.categories.join(', ') },
  ];
  return facts.filter((f) => f.value !== '');
}

/** "and 5 more times", '' without more. */
export const moreTimesText = (more: number): string =>
  more === 0 ? '' : `and ${more} more ${more === 1 ? 'time' : 'times'}`;
