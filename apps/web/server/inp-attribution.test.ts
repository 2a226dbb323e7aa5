import { describe, expect, it } from 'vitest';
import { linkFormSchema } from '../src/features/admin/link-form-schema';
import { applyFormSchema } from '../src/features/membership-interest/apply-form-schema';
import { codeFormSchema } from '../src/features/registration/form/code-form-schema';
import { stepSchema } from '../src/features/registration/form/form-schema';
import { socialSecondStepSchema } from '../src/features/registration/form/social-second-step-schema';
import { knownFieldNames } from '../src/lib/field-metrics/inp-attribution';
import { boundedInpAttribution, inpAttributionRecorder, inpAttributionSchema } from './inp-attribution';
import { registry } from './metrics';

describe('the fields INP names', () => {
  it('are every field of the app’s forms (a new one is named, not counted as `input`)', () => {
    const fields = [stepSchema('oneStep', []), socialSecondStepSchema, codeFormSchema, applyFormSchema, linkFormSchema]
      .flatMap((schema) => Object.keys(schema.shape))
      .concat('lang'); // the language select
    expect([...knownFieldNames].sort()).toEqual([...new Set(fields)].sort());
  });
});

describe('boundedInpAttribution', () => {
  it('keeps the browser’s labels', () => {
    expect(boundedInpAttribution({ target: 'email', interaction: 'keyboard', phase: 'processing' })).toEqual({
      target: 'email',
      interaction: 'keyboard',
      phase: 'processing',
    });
    expect(boundedInpAttribution({ target: 'button', interaction: 'pointer', phase: 'input-delay' })).toEqual({
      target: 'button',
      interaction: 'pointer',
      phase: 'input-delay',
    });
  });

  it('makes anything else `other`: selectors, ids, text, addresses, other spellings', () => {
    for (const target of ['#email-4711', 'input[name="email"]', 'Jetzt registrieren', '/?rc=SECRET', 'Email', '']) {
      expect(boundedInpAttribution({ target, interaction: 'pointer', phase: 'processing' }).target).toBe('other');
    }
    expect(boundedInpAttribution({ target: 'email', interaction: 'touch', phase: 'layout' })).toEqual({
      target: 'email',
      interaction: 'other',
      phase: 'other',
    });
  });
});

describe('inpAttributionSchema', () => {
  it('takes any short strings and refuses what is none', () => {
    const attribution = { target: 'email', interaction: 'keyboard', phase: 'processing' };
    expect(inpAttributionSchema.safeParse({ ...attribution, target: 'made-up' }).success).toBe(true);
    expect(inpAttributionSchema.safeParse({ ...attribution, target: 7 }).success).toBe(false);
    expect(inpAttributionSchema.safeParse({ ...attribution, phase: undefined }).success).toBe(false);
    expect(inpAttributionSchema.safeParse({ ...attribution, target: 'x'.repeat(65) }).success).toBe(false);
  });
});

describe('inpAttributionRecorder', () => {
  it('keeps the first combinations’ series and counts any later one as all `other`', async () => {
    registry.resetMetrics();
    const record = inpAttributionRecorder(2);
    record('landing', { target: 'email', interaction: 'keyboard', phase: 'processing' }, 0.3);
    record('landing', { target: 'rc', interaction: 'keyboard', phase: 'processing' }, 0.1);
    record('landing', { target: 'button', interaction: 'pointer', phase: 'presentation' }, 0.6);
    record('landing', { target: 'email', interaction: 'keyboard', phase: 'processing' }, 0.25);
    const text = await registry.getSingleMetricAsString('acq_web_vitals_inp_attribution_seconds');
    expect(text).toContain('_count{page="landing",target="email",interaction="keyboard",phase="processing"} 2');
    expect(text).toContain('_count{page="landing",target="rc",interaction="keyboard",phase="processing"} 1');
    expect(text).toContain('_count{page="landing",target="other",interaction="other",phase="other"} 1');
    expect(text).not.toContain('target="button"');
  });
});
