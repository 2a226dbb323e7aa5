import { LandingPage } from '@/features/registration/landing/landing-page';

export default LandingPage;
