import { FormStartedPage } from '@/features/registration/pages/form-started';

export default FormStartedPage;
