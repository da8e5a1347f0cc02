// jsdom, plus a real time zone for date tests. Jest hands each test file a copy of
// process.env, so assigning TZ inside a test never reaches Node's clock; this environment
// runs in the worker itself and changes the real TZ. Every file starts in Lima.
const { TestEnvironment } = require('jest-environment-jsdom');

const DEFAULT_TIME_ZONE = 'America/Lima';

class JsdomWithTimeZone extends TestEnvironment {
  async setup() {
    await super.setup();
    process.env.TZ = DEFAULT_TIME_ZONE;
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
