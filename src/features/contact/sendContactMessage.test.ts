import { afterEach, describe, expect, it, jest } from '@jest/globals';

const form = document.createElement('form');

async function loadWith(env: Record<string, string>) {
  Object.assign(process.env, env);
  const emailjs = {
    init: jest.fn(),
    sendForm: jest.fn(async (..._args: unknown[]) => ({ status: 200, text: 'OK' })),
  };
  jest.doMock('@emailjs/browser', () => emailjs);
  const { sendContactMessage } = await import('./sendContactMessage');
  return { sendContactMessage, emailjs };
}

afterEach(() => {
  jest.resetModules();
  for (const name of [
    'EMAILJS_SERVICE_ID',
    'EMAILJS_TEMPLATE_ID',
    'EMAILJS_PUBLIC_KEY',
    'EMAILJS_ORIGIN',
  ]) {
    delete process.env[name];
  }
});

describe('sendContactMessage', () => {
  it('sends the form with the configured ids through the configured origin', async () => {
    const { sendContactMessage, emailjs } = await loadWith({
      EMAILJS_SERVICE_ID: 'service_1',
      EMAILJS_TEMPLATE_ID: 'template_1',
      EMAILJS_PUBLIC_KEY: 'key_1',
      EMAILJS_ORIGIN: 'http://127.0.0.1:9999',
    });
    await sendContactMessage(form);
    expect(emailjs.init).toHaveBeenCalledWith({ publicKey: 'key_1' }, 'http://127.0.0.1:9999');
    expect(emailjs.sendForm).toHaveBeenCalledWith('service_1', 'template_1', form, {
      publicKey: 'key_1',
    });
  });

  it('defaults to the EmailJS API origin', async () => {
    const { sendContactMessage, emailjs } = await loadWith({
      EMAILJS_SERVICE_ID: 's',
      EMAILJS_TEMPLATE_ID: 't',
      EMAILJS_PUBLIC_KEY: 'k',
    });
    await sendContactMessage(form);
    expect(emailjs.init).toHaveBeenCalledWith({ publicKey: 'k' }, 'https://api.emailjs.com');
  });

  it('fails, saying why, when the EmailJS ids are not configured', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sendContactMessage, emailjs } = await loadWith({});
    await expect(sendContactMessage(form)).rejects.toThrow('EmailJS is not configured');
    expect(emailjs.sendForm).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('EMAILJS_SERVICE_ID'));
  });

  it('passes a rejection of the SDK on', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sendContactMessage, emailjs } = await loadWith({
      EMAILJS_SERVICE_ID: 's',
      EMAILJS_TEMPLATE_ID: 't',
      EMAILJS_PUBLIC_KEY: 'k',
    });
    emailjs.sendForm.mockRejectedValueOnce({ status: 403, text: 'Forbidden' } as never);
    await expect(sendContactMessage(form)).rejects.toEqual({ status: 403, text: 'Forbidden' });
  });
});
