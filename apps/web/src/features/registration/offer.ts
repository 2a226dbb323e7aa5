import type { LandingHeadline, WelcomeVoucher } from '@/lib/experiments/landing-options';

/** A welcome voucher the page can promise: 10, 15 or 20 %, some with a minimum order value (docs/product.md §9). */
export type OfferVoucher = Exclude<WelcomeVoucher, 'none'>;

/**
 * The one offer a landing page states, in its headline, its voucher and its intro flow alike.
 * `announced`: the page promises this voucher explicitly (the voucher block shows); otherwise it
 * is the standing first-purchase discount the intro flow mentions (docs/product.md §1: 10 %).
 */
export interface Offer {
  voucher: OfferVoucher;
  percent: number;
  minimumOrderValue: boolean;
  announced: boolean;
}

/** docs/product.md §1: "10% discount on the first purchase, stated in the horizontal intro flow". */
const standingVoucher: OfferVoucher = '10-percent-no-mov';

const percentHeadlines = {
  'social-10-percent-no-mov': '10-percent-no-mov',
  'social-15-percent-no-mov': '15-percent-no-mov',
  'social-15-percent-mov': '15-percent-mov',
  'social-20-percent-mov': '20-percent-mov',
} as const satisfies Partial<Record<LandingHeadline, OfferVoucher>>;

export type PercentHeadline = keyof typeof percentHeadlines;

export function isPercentHeadline(headline: LandingHeadline): headline is PercentHeadline {
  return headline in percentHeadlines;
}

/** The percent headline that states this offer. */
export function headlineOfOffer(offer: Offer): PercentHeadline {
  return `social-${offer.voucher}`;
}

/**
 * The offer of the landing options: the welcome-voucher option decides; without one, a headline
 * that names a percentage implies its voucher; without either, the standing 10 % (not announced).
 */
export function offerOf({ voucher, headline }: { voucher: WelcomeVoucher; headline: LandingHeadline }): Offer {
  const announced = voucher !== 'none' ? voucher : isPercentHeadline(headline) ? percentHeadlines[headline] : null;
  const chosen = announced ?? standingVoucher;
  const [, percent, mov] = /^(\d+)-percent-(no-mov|mov)$/.exec(chosen)!;
  return { voucher: chosen, percent: Number(percent), minimumOrderValue: mov === 'mov', announced: announced !== null };
}
