import { hoistEmotionStyles } from './hoist-styles';

describe('hoistEmotionStyles', () => {
  const page =
    '<style data-emotion="css-global 1abc">html{margin:0}</style><div>' +
    '<style data-emotion="css x1">.css-x1{color:red}</style><p class="css-x1">a</p>' +
    '<style data-emotion="css y2 animation-k3">.css-y2>b{animation:k3}@keyframes k3{}</style><b class="css-y2">b</b>' +
    '<style data-emotion="css x1">.css-x1{color:red}</style><i class="css-x1">c</i></div>';

  it('takes every style out of the markup and leaves the markup otherwise as it was', () => {
    expect(hoistEmotionStyles(page).markup).toBe(
      '<div><p class="css-x1">a</p><b class="css-y2">b</b><i class="css-x1">c</i></div>',
    );
  });

  it('keeps global styles as they are and merges the rest, in order and once each, under every id', () => {
    expect(hoistEmotionStyles(page).head).toBe(
      '<style data-emotion="css-global 1abc">html{margin:0}</style>' +
        '<style data-emotion="css x1 y2 animation-k3">.css-x1{color:red}.css-y2>b{animation:k3}@keyframes k3{}</style>',
    );
  });

  it('adds nothing to a page without styles', () => {
    expect(hoistEmotionStyles('<p>a</p>')).toEqual({ markup: '<p>a</p>', head: '' });
  });
});
