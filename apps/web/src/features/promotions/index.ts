/** What the promotions feature offers the back office's editor: the banner as shown, and its message. */
export { PromotionBannerView, promotionMessage } from './components/promotion-banner.tsx';
