import { GiftVoucherPage } from '@/features/registration/pages/gift-voucher';

export default GiftVoucherPage;
