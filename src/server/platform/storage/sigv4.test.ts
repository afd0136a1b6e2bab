import { describe, expect, it } from 'vitest';
import { EMPTY_SHA256, sha256Hex, signRequest, uriEncode } from './sigv4.js';

/** AWS's signature test suite (2015-08-30) and the S3 examples of its documentation. */
const suite = {
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
  region: 'us-east-1',
  service: 'service',
  now: new Date('2015-08-30T12:36:00Z'),
};
const s3Docs = {
  credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
  region: 'us-east-1',
  service: 's3',
  now: new Date('2013-05-24T00:00:00Z'),
};

describe('SigV4 against AWS published vectors', () => {
  it('get-vanilla', () => {
    const signed = signRequest({ method: 'GET', url: new URL('https://example.amazonaws.com/'), headers: {}, payloadHash: EMPTY_SHA256, ...suite }, suite.credentials);
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
    expect(signed.headers['x-amz-date']).toBe('20150830T123600Z');
  });

  it('get-vanilla-query-order-key-case: the query is sorted', () => {
    const url = new URL('https://example.amazonaws.com/?Param2=value2&Param1=value1');
    const signed = signRequest({ method: 'GET', url, headers: {}, payloadHash: EMPTY_SHA256, ...suite }, suite.credentials);
    expect(signed.signature).toBe('b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500');
  });

  it('S3 GET object with a Range header', () => {
    const signed = signRequest(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_SHA256 }, payloadHash: EMPTY_SHA256, ...s3Docs },
      s3Docs.credentials,
    );
    expect(signed.canonicalRequest).toBe(
      ['GET', '/test.txt', '', 'host:examplebucket.s3.amazonaws.com', 'range:bytes=0-9', `x-amz-content-sha256:${EMPTY_SHA256}`, 'x-amz-date:20130524T000000Z', '', 'host;range;x-amz-content-sha256;x-amz-date', EMPTY_SHA256].join('\n'),
    );
    expect(signed.stringToSign.split('\n').at(-1)).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  });

  it('S3 PUT object: a key with $ is encoded, the body hash is signed', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signed = signRequest(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY', 'x-amz-content-sha256': sha256Hex(body) },
        payloadHash: sha256Hex(body),
        ...s3Docs,
      },
      s3Docs.credentials,
    );
    expect(signed.canonicalRequest.split('\n').slice(0, 2)).toEqual(['PUT', '/test%24file.text']);
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('S3 list objects: query parameters', () => {
    const signed = signRequest(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'), headers: { 'x-amz-content-sha256': EMPTY_SHA256 }, payloadHash: EMPTY_SHA256, ...s3Docs },
      s3Docs.credentials,
    );
    expect(signed.signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('encodes the way SigV4 says, not the way encodeURIComponent does', () => {
    expect(uriEncode("a b+c!'()*$/é", true)).toBe('a%20b%2Bc%21%27%28%29%2A%24/%C3%A9');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
    expect(uriEncode('A-z_0.9~', false)).toBe('A-z_0.9~');
  });
});
