/** The document's address as a page of the app: its path and query (a hash is no other page). */
export const currentAddress = () => location.pathname + location.search;
