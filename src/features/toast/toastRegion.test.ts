import { afterEach, describe, expect, it } from '@jest/globals';
import { within } from '@testing-library/react';
import { dismissEarlyToast, prerenderedToasts, showEarlyToast } from './earlyToast';
import { toastRegion, toastRegionMarkup } from './toastRegion';

/** The text of every rule of the page's style sheets, as the browser reads them. */
const styleRules = () =>
  [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));

function blankPage() {
  document.head.replaceChildren();
  document.body.replaceChildren();
}

/** A page as the build prerenders it: the toasts' styles in <head>, the region after the root. */
function prerenderedPage() {
  const { styles, region } = prerenderedToasts();
  document.head.innerHTML = styles;
  document.body.innerHTML = `<div id="root"></div>${region}`;
}

afterEach(() => {
  dismissEarlyToast();
  blankPage();
});

describe("the toasts' parts in the prerendered pages", () => {
  it('are the region and the styles that the script makes where the page has none', () => {
    blankPage();
    toastRegion();
    showEarlyToast({ title: 'Campos incompletos' });
    const madeRules = styleRules();
    dismissEarlyToast();
    const madeRegion = document.getElementById('toasts')!.outerHTML;

    prerenderedPage();
    expect(toastRegionMarkup().region).toBe(madeRegion);
    expect(document.getElementById('toasts')!.outerHTML).toBe(madeRegion);
    expect(styleRules()).toEqual(madeRules);
  });

  it('are used as they are: a toast adds no second region and no style sheet', () => {
    prerenderedPage();
    const sheets = document.querySelectorAll('style').length;
    showEarlyToast({ title: 'Campos incompletos' });
    expect(document.querySelectorAll('#toasts')).toHaveLength(1);
    expect(document.querySelectorAll('style')).toHaveLength(sheets);
    const region = document.getElementById('toasts')!;
    expect(within(region).getByRole('status')).toHaveTextContent('Campos incompletos');
    expect(toastRegion().polite).toBe(within(region).getByRole('status'));
  });
});
