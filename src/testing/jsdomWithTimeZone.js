// jsdom with what it lacks for this site, plus a real time zone for date tests. Jest hands each test file a copy of
// process.env, so assigning TZ inside a test never reaches Node's clock; this environment
// runs in the worker itself and changes the real TZ. Every file starts in Lima.
const { TextDecoder, TextEncoder } = require('node:util');
const { TestEnvironment } = require('jest-environment-jsdom');

const DEFAULT_TIME_ZONE = 'America/Lima';

class JsdomWithTimeZone extends TestEnvironment {
  async setup() {
    await super.setup();
    process.env.TZ = DEFAULT_TIME_ZONE;
    // jsdom lacks these, and React Router needs them.
    this.global.TextEncoder ??= TextEncoder;
    this.global.TextDecoder ??= TextDecoder;
    this.global.setTimeZone = (timeZone) => {
      process.env.TZ = timeZone;
    };
  }

  async teardown() {
    process.env.TZ = DEFAULT_TIME_ZONE;
    await super.teardown();
  }
}

module.exports = JsdomWithTimeZone;
