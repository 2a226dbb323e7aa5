// @vitest-environment jsdom
import type { INPAttribution } from 'web-vitals/attribution';
import { describe, expect, it } from 'vitest';
import { dominantPhase, inpAttributionLabels, interactionTargetLabel, interactionTargets } from './inp-attribution';

/** The element of `selector` in a page of `html`. */
function elementOf(html: string, selector: string): Element {
  document.body.innerHTML = html;
  return document.querySelector(selector)!;
}

describe('interactionTargetLabel', () => {
  it('names a known form field by its name, also through its label or a label around it', () => {
    expect(interactionTargetLabel(elementOf('<input name="email" id="e-1">', 'input'))).toBe('email');
    expect(
      interactionTargetLabel(
        elementOf('<label for="c-7"><span>Land</span></label><select name="country" id="c-7"></select>', 'span'),
      ),
    ).toBe('country');
    expect(interactionTargetLabel(elementOf('<label><input type="radio" name="gender"> Frau</label>', 'label'))).toBe(
      'gender',
    );
    expect(interactionTargetLabel(elementOf('<select name="lang"></select>', 'select'))).toBe('lang');
  });

  it('names any other element by its kind, never by its id, text, name or address', () => {
    const cases: [string, string, string][] = [
      ['<input name="coupon-4711" id="x-99">', 'input', 'input'],
      ['<textarea name="free text"></textarea>', 'textarea', 'textarea'],
      ['<button id="submit-123"><span>Jetzt registrieren</span></button>', 'span', 'button'],
      ['<div role="button" tabindex="0">Close</div>', 'div', 'button'],
      ['<a href="/registration?rc=SECRET"><img alt=""></a>', 'img', 'a'],
      ['<label>No field</label>', 'label', 'label'],
      ['<main><p>Text</p></main>', 'p', 'other'],
      ['<label for="m-1">Level</label><meter id="m-1"></meter>', 'label', 'other'],
    ];
    for (const [html, selector, label] of cases) expect(interactionTargetLabel(elementOf(html, selector))).toBe(label);
  });

  it('takes a text node as the element it is in, and is `unknown` without a node', () => {
    const text = elementOf('<button>OK</button>', 'button').firstChild;
    expect(interactionTargetLabel(text)).toBe('button');
    expect(interactionTargetLabel(null)).toBe('unknown');
  });

  it('only ever answers one of the labels the server takes', () => {
    const html = '<form><label>x<input name="a1"></label><select name="b"></select><button>y</button><a>z</a></form>';
    document.body.innerHTML = html;
    for (const element of document.querySelectorAll('*')) {
      expect(interactionTargets).toContain(interactionTargetLabel(element));
    }
  });
});

const timing = { inputDelay: 10, processingDuration: 10, presentationDelay: 10 };

describe('dominantPhase', () => {
  it('is the phase that took longest, the earlier one of equal ones', () => {
    expect(dominantPhase({ ...timing, inputDelay: 180 })).toBe('input-delay');
    expect(dominantPhase({ ...timing, processingDuration: 300 })).toBe('processing');
    expect(dominantPhase({ ...timing, presentationDelay: 40 })).toBe('presentation');
    expect(dominantPhase(timing)).toBe('input-delay');
  });
});

describe('inpAttributionLabels', () => {
  const attribution = (interactionTarget: string | undefined) =>
    ({ ...timing, processingDuration: 90, interactionType: 'keyboard', interactionTarget }) as INPAttribution;

  it('keeps a label of ours, and makes the browser’s selector of a removed element `other`', () => {
    expect(inpAttributionLabels(attribution('email'))).toEqual({
      target: 'email',
      interaction: 'keyboard',
      phase: 'processing',
    });
    expect(inpAttributionLabels(attribution('#form-4711 > div.x > input')).target).toBe('other');
    expect(inpAttributionLabels(attribution('')).target).toBe('unknown');
    expect(inpAttributionLabels(attribution(undefined)).target).toBe('unknown');
  });
});
