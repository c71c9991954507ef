/** What the credits feature offers the purchase page (payments): the bundles on sale and their cards. */
export { type SaleBundle, saleBundle, useBundles } from './api/get-bundles.ts';
export { BundleCard } from './components/bundle-card.tsx';
export { BundlesPending } from './components/bundles-pending.tsx';
