import { describe, expect, it } from 'vitest';
import { readableRejectReason, rejectReasonCode } from '../kyc-reject-reason';

describe("the identity provider's reject reason", () => {
  it('reads a reason code, Netverify JSON or free text', () => {
    expect(readableRejectReason('MANIPULATED_DOCUMENT')).toBe('Manipulated document.');
    expect(
      readableRejectReason('{"rejectReasonCode":"102","rejectReasonDescription":"PHOTOCOPY_BLACK_WHITE"}'),
    ).toBe('Photocopy black white.');
    expect(readableRejectReason('The photo is blurred.')).toBe('The photo is blurred.');
    expect(readableRejectReason('{not json')).toBe('{not json');
    expect(readableRejectReason('  ')).toBeNull();
    expect(readableRejectReason(null)).toBeNull();
  });

  it("takes Netverify's code when there is one", () => {
    expect(
      rejectReasonCode('{"rejectReasonCode":"102","rejectReasonDescription":"PHOTOCOPY_BLACK_WHITE"}'),
    ).toBe('102');
    expect(rejectReasonCode('{"rejectReasonCode":200}')).toBe('200');
    expect(rejectReasonCode('MANIPULATED_DOCUMENT')).toBeNull();
    expect(rejectReasonCode('{not json')).toBeNull();
    expect(rejectReasonCode(null)).toBeNull();
  });
});
