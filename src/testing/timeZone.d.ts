/** Set by src/testing/jsdomWithTimeZone.js: changes the worker's real time zone. */
declare function setTimeZone(timeZone: string): void;
