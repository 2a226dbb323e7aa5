import { ActivateAccountPage } from '@/features/registration/pages/activate-account';

export default ActivateAccountPage;
