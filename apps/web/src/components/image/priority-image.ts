/** The Element Timing identifier of a page's priority image, which the page's modules wait for. */
export const PRIORITY_IMAGE_TIMING = 'priority-image';
