import { EmailActiveCompletePage } from '@/features/registration/pages/email-active-complete';

export default EmailActiveCompletePage;
