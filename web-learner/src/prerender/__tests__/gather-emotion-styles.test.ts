import { describe, expect, it } from 'vitest';
import { gatherEmotionStyles } from '../gather-emotion-styles';

describe('gatherEmotionStyles', () => {
  it('moves every component style into one head tag, in order, and leaves global styles in place', () => {
    const screen =
      '<style data-emotion="css-global 1x">body{margin:0}</style>' +
      '<style data-emotion="css a1">.css-a1{color:red}</style><div class="css-a1">' +
      '<style data-emotion="css b2 c3">.css-b2{padding:0}.css-c3{margin:0}</style><p class="css-b2 css-c3">Hi</p></div>';
    const { screen: rest, head } = gatherEmotionStyles(screen);
    expect(rest).toBe(
      '<style data-emotion="css-global 1x">body{margin:0}</style><div class="css-a1"><p class="css-b2 css-c3">Hi</p></div>',
    );
    expect(head).toBe(
      '<style data-emotion="css a1 b2 c3" data-s="">.css-a1{color:red}.css-b2{padding:0}.css-c3{margin:0}</style>',
    );
  });

  it('leaves a screen without component styles as it is', () => {
    expect(gatherEmotionStyles('<p>Hi</p>')).toEqual({ screen: '<p>Hi</p>', head: '' });
  });
});
