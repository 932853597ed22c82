/** The Smoobu wizard's steps (spec §2 /plugins/smoobu), in order; the URL's `step` names one. */
export const SMOOBU_STEPS = ['credentials', 'apartments', 'channels'] as const;
export type SmoobuStep = (typeof SMOOBU_STEPS)[number];

export const SMOOBU_STEP_PARAM = 'step';

export function parseSmoobuStep(value: string | null): SmoobuStep {
  return SMOOBU_STEPS.find((step) => step === value) ?? 'credentials';
}
