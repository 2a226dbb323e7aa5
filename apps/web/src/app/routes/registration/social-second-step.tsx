import { SocialSecondStepPage } from '@/features/registration/pages/social-second-step';

export default SocialSecondStepPage;
