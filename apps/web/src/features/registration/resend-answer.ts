/** The form-finished page's action name for sending the activation mail again. */
export const resendIntent = 'resend-activation-mail';
