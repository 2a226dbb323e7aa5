/** Where browsers send a visit's web vitals (server/vitals.ts takes them). */
export const vitalsPath = '/vitals';
