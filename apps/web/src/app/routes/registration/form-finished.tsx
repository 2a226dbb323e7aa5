import { FormFinishedPage } from '@/features/registration/pages/form-finished';

export default FormFinishedPage;
