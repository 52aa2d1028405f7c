import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../src/index.ts';
import { api, endpoint, ownerParam, roleAdmits, type Endpoint, type OperatorRole } from '../src/index.ts';

const table = Object.entries(api).flatMap(([group, endpoints]) =>
  Object.entries(endpoints as Record<string, Endpoint>).map(([key, e]) => ({ group, key, endpoint: e })),
);
const response = z.object({});

describe('the endpoint table', () => {
  it('names each endpoint once: its key in the table is the name the contract exports it by', () => {
    const exports = contract as unknown as Record<string, unknown>;
    const misnamed = table
      .filter(({ key, endpoint: e }) => exports[key] !== e)
      .map(({ group, key }) => `${group}.${key}`);
    expect(misnamed).toEqual([]);
  });

  it('declares, for every endpoint with a path parameter, which one names the signed-in affiliate or that none does', () => {
    const undeclared = table
      .filter(({ endpoint: e }) => e.path.includes('{') && e.owner === undefined)
      .map(({ group, key }) => `${group}.${key}`);
    expect(undeclared).toEqual([]);
    // ownerParam is what the gateway, the portal and the fuzzer read; it throws on a bad declaration.
    for (const { endpoint: e } of table) expect(() => ownerParam(e)).not.toThrow();
  });

  it("gives the affiliate's own id to member endpoints only, under the names the product's paths use", () => {
    const owners = table
      .filter(({ endpoint: e }) => ownerParam(e) !== null)
      .map(({ endpoint: e }) => `${e.access} ${e.path} -> ${ownerParam(e)}`);
    expect(owners.every((line) => line.startsWith('member '))).toBe(true);
    expect(owners).toContain('member /api/v1/affiliate/{id}/member -> id');
    expect(owners).toContain('member /api/v1/customer-payment-option/{customerId}/fields -> customerId');
    expect(owners).toContain('member /api/v1/kyc/status/{memberId} -> memberId');
    // An operator acts on any affiliate: its {memberId} is a choice, not an ownership check.
    expect(ownerParam(api.operator.approveKyc)).toBeNull();
    // A member endpoint's other parameters are not the owner: {bannerId} is the banner's.
    expect(ownerParam(api.banners.savedBannerHtml)).toBe('id');
  });
});

describe('ownerParam', () => {
  it('refuses a path parameter that says nothing of ownership, an owner the path does not hold, and an owner off member endpoints', () => {
    // @ts-expect-error a path parameter without an owner declaration does not type-check
    const undeclared = endpoint({
      method: 'GET',
      path: '/x/{affiliateId}',
      access: 'member',
      summary: 'test',
      tags: [],
      response,
    });
    expect(() => ownerParam(undeclared)).toThrow(
      'GET /x/{affiliateId} has path parameters but declares no owner',
    );
    const elsewhere = endpoint({
      method: 'GET',
      path: '/x/{affiliateId}',
      access: 'member',
      // @ts-expect-error the owner must be one of the path's parameters
      owner: 'id',
      summary: 'test',
      tags: [],
      response,
    });
    expect(() => ownerParam(elsewhere)).toThrow('declares owner {id}, which its path does not hold');
    const operator = endpoint({
      method: 'GET',
      path: '/x/{affiliateId}',
      access: 'operator',
      // @ts-expect-error only a member endpoint has an owner
      owner: 'affiliateId',
      summary: 'test',
      tags: [],
      response,
    });
    expect(() => ownerParam(operator)).toThrow('is not a member endpoint');
  });

  it('gives the declared owner whatever its name, and null for none', () => {
    const declared = endpoint({
      method: 'GET',
      path: '/x/{affiliateId}/{thing}',
      access: 'member',
      owner: 'affiliateId',
      summary: 'test',
      tags: [],
      response,
    });
    const owner: 'affiliateId' | undefined = declared.owner;
    expect(owner).toBe('affiliateId');
    expect(ownerParam(declared)).toBe('affiliateId');
    expect(
      ownerParam(
        endpoint({
          method: 'GET',
          path: '/x/{thing}',
          access: 'member',
          owner: null,
          summary: 'test',
          tags: [],
          response,
        }),
      ),
    ).toBeNull();
    expect(
      ownerParam(
        endpoint({ method: 'GET', path: '/x', access: 'member', summary: 'test', tags: [], response }),
      ),
    ).toBeNull();
  });
});

describe('operator roles', () => {
  const operatorEndpoints = table.filter(({ endpoint: e }) => e.access === 'operator');

  it('are declared by every operator endpoint, and by no other', () => {
    expect(
      operatorEndpoints.filter(({ endpoint: e }) => !Array.isArray(e.roles)).map(({ key }) => key),
    ).toEqual([]);
    expect(
      table
        .filter(({ endpoint: e }) => e.access !== 'operator' && e.roles !== undefined)
        .map(({ key }) => key),
    ).toEqual([]);
    // @ts-expect-error an operator endpoint without roles does not type-check
    const undeclared = endpoint({
      method: 'GET',
      path: '/x',
      access: 'operator',
      summary: 'test',
      tags: [],
      response,
    });
    expect(() => roleAdmits(undeclared, 'finance')).toThrow('GET /x declares no roles');
  });

  it('admit admin everywhere and each role to its own work only: finance moves money, support answers, marketing publishes', () => {
    const admitted = (role: OperatorRole) =>
      operatorEndpoints.filter(({ endpoint: e }) => roleAdmits(e, role)).map(({ key }) => key);
    expect(admitted('admin')).toHaveLength(operatorEndpoints.length);
    expect(admitted('finance')).toEqual(
      expect.arrayContaining([
        'payWithdrawal',
        'approveWithdrawal',
        'postAdjustment',
        'closePeriod',
        'setRate',
        'setCommissionPlan',
      ]),
    );
    for (const role of ['support', 'marketing'] as const) {
      expect(admitted(role)).not.toContain('payWithdrawal');
      expect(admitted(role)).not.toContain('postAdjustment');
    }
    expect(admitted('support')).toEqual(expect.arrayContaining(['answerTicket', 'approveKyc', 'refuseKyc']));
    expect(admitted('marketing')).toEqual(expect.arrayContaining(['addCatalogueBanner', 'broadcast']));
    for (const role of ['finance', 'support', 'marketing'] as const) {
      expect(admitted(role)).not.toContain('inviteOperator');
      expect(admitted(role)).not.toContain('putSetting');
    }
  });
});
