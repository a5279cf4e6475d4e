import { describe, expect, it } from 'vitest';
import { unifonicSender, type UnifonicRequest, type UnifonicResponse } from './unifonic';

// The bodies below follow Unifonic's documentation of `POST /rest/SMS/messages` (docs/text-messages.md):
// its form fields, its answer when it sends a message and when it refuses one.

const SENT = {
  success: true,
  message: '',
  errorCode: 'ER-00',
  data: {
    MessageID: 41209016,
    CorrelationID: '',
    Status: 'Sent',
    NumberOfUnits: 1,
    Cost: 0.2,
    Balance: 118.6,
    Recipient: 966551234567,
    TimeCreated: '2026-12-05 07:40:11',
    CurrencyCode: 'SAR',
  },
};
const NO_BALANCE = { success: false, message: 'No rate found or insufficient funds', errorCode: 'ER-01', data: null };

function recording(answer: UnifonicResponse) {
  const requests: UnifonicRequest[] = [];
  return {
    requests,
    transport: async (request: UnifonicRequest) => {
      requests.push(request);
      return answer;
    },
  };
}

describe('The Unifonic adapter', () => {
  it('sends the text to the number in international form without its plus, with the application id and sender', async () => {
    const unifonic = recording({ status: 200, body: SENT });
    const send = unifonicSender(unifonic.transport, { appSid: 'axuN0U7QlmqV1234goK0mZ', senderId: 'PARKING' });
    await send('+966551234567', 'رمز الدخول 123456');
    expect(unifonic.requests).toEqual([
      {
        url: 'https://el.cloud.unifonic.com/rest/SMS/messages',
        form: {
          AppSid: 'axuN0U7QlmqV1234goK0mZ',
          SenderID: 'PARKING',
          Recipient: '966551234567',
          Body: 'رمز الدخول 123456',
          responseType: 'JSON',
        },
      },
    ]);
  });

  it('leaves the sender to the account when none is set', async () => {
    const unifonic = recording({ status: 200, body: SENT });
    await unifonicSender(unifonic.transport, { appSid: 'axuN0U7QlmqV1234goK0mZ' })('+966551234567', 'Hello');
    expect(unifonic.requests[0]!.form).not.toHaveProperty('SenderID');
  });

  it('fails with the code of a message Unifonic refused, or an answer it cannot read', async () => {
    const refusing = recording({ status: 200, body: NO_BALANCE });
    await expect(
      unifonicSender(refusing.transport, { appSid: 'axuN0U7QlmqV1234goK0mZ' })('+966551234567', 'x'),
    ).rejects.toThrow(/ER-01 No rate found/);
    const broken = recording({ status: 502, body: null });
    await expect(
      unifonicSender(broken.transport, { appSid: 'axuN0U7QlmqV1234goK0mZ' })('+966551234567', 'x'),
    ).rejects.toThrow(/HTTP 502/);
  });
});
