import type { FatooraEnvironment } from '../../../../domain/einvoice';
import { createPublicKey, verify } from 'node:crypto';
import { Attributes, CertificationRequest, CertificationRequestInfo } from '@peculiar/asn1-csr';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  Attribute,
  DirectoryString,
  Extension,
  Extensions,
  GeneralName,
  id_ce_subjectAltName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
  type Name,
} from '@peculiar/asn1-x509';
import { fromPem, toPem } from './pem';
import {
  distinguishedName,
  ECDSA_WITH_SHA256,
  nameValue,
  OID,
  privateKey,
  secp256k1Key,
  secp256k1KeyPair,
  signDer,
  spkiDer,
} from './x509';

/**
 * The certificate signing request of an e-invoicing unit (EGS), as the Authority's SDK writes it:
 * the unit's names in the subject, and in the requested extensions the certificate template of
 * the environment and the unit's tax facts as a directory name in the subject alternative name.
 */

export const TEMPLATE_NAMES = {
  simulator: 'TSTZATCA-Code-Signing',
  sandbox: 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  production: 'ZATCA-Code-Signing',
} as const satisfies Record<FatooraEnvironment, string>;

export type TemplateName = (typeof TEMPLATE_NAMES)[FatooraEnvironment];

function isTemplateName(name: string): name is TemplateName {
  return (Object.values(TEMPLATE_NAMES) as string[]).includes(name);
}

/** The documents a unit may issue (title, "TSXX"): standard and simplified, simplified only, standard only. */
export const INVOICE_TYPES = ['1100', '0100', '1000'] as const;

export type InvoiceTypes = (typeof INVOICE_TYPES)[number];

function isInvoiceTypes(value: string): value is InvoiceTypes {
  return (INVOICE_TYPES as readonly string[]).includes(value);
}

export interface UnitIdentity {
  /** The unit's own name (CN), unique to the taxpayer. */
  commonName: string;
  /** The taxpayer's name (O). */
  organizationName: string;
  /** The branch (OU); a VAT group member's 10-digit TIN. */
  organizationUnit: string;
  /** 15 digits, first and last 3. */
  vatNumber: string;
  /** `1-<solution>|2-<model>|3-<serial>`. */
  serialNumber: string;
  invoiceTypes: InvoiceTypes;
  registeredAddress: string;
  businessCategory: string;
}

export type IdentityProblem = {
  field: keyof UnitIdentity;
  /** `vat-group-unit`: the VAT number is a group's (11th digit 1), so the unit must be the member's 10-digit TIN. */
  reason: 'missing' | 'forbidden-character' | 'format' | 'vat-group-unit';
};

/** The characters the SDK refuses in any field of a request. */
const FORBIDDEN_CHARACTERS = /[!@#$%&*_<=]/;

const FORMATS: Partial<Record<keyof UnitIdentity, RegExp>> = {
  vatNumber: /^3\d{13}3$/,
  serialNumber: /^1-.+\|2-.+\|3-.+$/,
};

const FIELDS = [
  'commonName',
  'organizationName',
  'organizationUnit',
  'vatNumber',
  'serialNumber',
  'invoiceTypes',
  'registeredAddress',
  'businessCategory',
] as const satisfies readonly (keyof UnitIdentity)[];

/** Why the Authority would refuse a unit's request, field by field; empty when it would not. */
export function identityErrors(identity: Readonly<Record<keyof UnitIdentity, string>>): IdentityProblem[] {
  const problems: IdentityProblem[] = [];
  for (const field of FIELDS) {
    const value = identity[field];
    if (value.trim() === '') problems.push({ field, reason: 'missing' });
    else if (FORBIDDEN_CHARACTERS.test(value)) problems.push({ field, reason: 'forbidden-character' });
    else if (FORMATS[field]?.test(value) === false) problems.push({ field, reason: 'format' });
  }
  if (!isInvoiceTypes(identity.invoiceTypes)) {
    problems.push({ field: 'invoiceTypes', reason: 'format' });
  }
  if (identity.vatNumber[10] === '1' && !/^\d{10}$/.test(identity.organizationUnit)) {
    problems.push({ field: 'organizationUnit', reason: 'vat-group-unit' });
  }
  return problems;
}

function problemList(problems: readonly IdentityProblem[]): string {
  return problems.map(({ field, reason }) => `${field} ${reason}`).join(', ');
}

/** A unit's own key (PKCS #8 and SPKI PEM): its request and every document it issues are signed with it. */
export const generateUnitKeyPair = secp256k1KeyPair;

/** The subject in the SDK's order (C, OU, O, CN), which the Authority copies into the certificate. */
function unitSubject(identity: UnitIdentity): Name {
  return distinguishedName([
    [OID.country, 'SA', 'printable'],
    [OID.organizationUnit, identity.organizationUnit],
    [OID.organization, identity.organizationName],
    [OID.commonName, identity.commonName],
  ]);
}

function unitExtensions(identity: UnitIdentity, templateName: TemplateName): Extensions {
  const taxFacts = distinguishedName([
    [OID.surname, identity.serialNumber],
    [OID.userId, identity.vatNumber],
    [OID.title, identity.invoiceTypes],
    [OID.registeredAddress, identity.registeredAddress],
    [OID.businessCategory, identity.businessCategory],
  ]);
  return new Extensions([
    new Extension({
      extnID: OID.certificateTemplateName,
      extnValue: new OctetString(AsnConvert.serialize(new DirectoryString({ utf8String: templateName }))),
    }),
    new Extension({
      extnID: id_ce_subjectAltName,
      extnValue: new OctetString(
        AsnConvert.serialize(new SubjectAlternativeName([new GeneralName({ directoryName: taxFacts })])),
      ),
    }),
  ]);
}

/** The unit's request for a certificate in `environment`, signed with its key, as PEM. */
export function certificateSigningRequest(
  identity: UnitIdentity,
  privateKeyPem: string,
  environment: FatooraEnvironment,
): string {
  const problems = identityErrors(identity);
  if (problems.length > 0) throw new Error(`CSR: the unit's identity is refused: ${problemList(problems)}`);
  const key = privateKey(privateKeyPem);
  const info = new CertificationRequestInfo({
    subject: unitSubject(identity),
    subjectPKInfo: AsnConvert.parse(spkiDer(key), SubjectPublicKeyInfo),
    attributes: new Attributes([
      new Attribute({
        type: OID.extensionRequest,
        values: [AsnConvert.serialize(unitExtensions(identity, TEMPLATE_NAMES[environment]))],
      }),
    ]),
  });
  const request = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: ECDSA_WITH_SHA256,
    signature: signDer(AsnConvert.serialize(info), key),
  });
  return toPem(AsnConvert.serialize(request), 'CERTIFICATE REQUEST');
}

export interface SigningRequest {
  identity: UnitIdentity;
  templateName: TemplateName;
  publicKeySpkiDer: Uint8Array;
  /** The subject and the extensions (template and alternative name) as requested, for a certificate to copy. */
  subject: Name;
  extensions: Extension[];
}

function requested<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`CSR: ${what} is missing or repeated`);
  return value;
}

function only<T>(items: readonly T[], what: string): T {
  return requested(items.length === 1 ? items[0] : undefined, what);
}

/** ASN.1 decoding that names what was malformed instead of the decoder's own words. */
function decoded<T>(data: Parameters<typeof AsnConvert.parse>[0], type: new () => T, what: string): T {
  try {
    return AsnConvert.parse(data, type);
  } catch {
    throw new Error(`CSR: ${what} is not well-formed`);
  }
}

/**
 * A unit's request read back and checked as the Authority would: its own signature, an
 * ECDSA-SHA256 signature by a secp256k1 key, the subject's country and names, the template and
 * the tax facts present once each and acceptable to `identityErrors`.
 */
export function readCertificateSigningRequest(pem: string): SigningRequest {
  const request = decoded(fromPem(pem, 'CERTIFICATE REQUEST'), CertificationRequest, 'the PKCS #10 request');
  const info = request.certificationRequestInfo;
  if (request.signatureAlgorithm.algorithm !== OID.ecdsaWithSha256) {
    throw new Error('CSR: not signed with ECDSA-SHA256');
  }
  const publicKeySpkiDer = new Uint8Array(AsnConvert.serialize(info.subjectPKInfo));
  const publicKey = secp256k1Key(createPublicKey({ key: Buffer.from(publicKeySpkiDer), format: 'der', type: 'spki' }));
  const signedContent = new Uint8Array(requested(request.certificationRequestInfoRaw, 'the signed content'));
  if (!verify('sha256', signedContent, publicKey, new Uint8Array(request.signature))) {
    throw new Error('CSR: the signature does not match the request');
  }

  const subject = info.subject;
  if (nameValue(subject, OID.country) !== 'SA') throw new Error('CSR: the subject country is not SA');
  const extensionRequest = only(
    (info.attributes ?? []).filter((attribute) => attribute.type === OID.extensionRequest),
    'the extension request',
  );
  const extensions = [
    ...decoded(only(extensionRequest.values, 'the extension request'), Extensions, 'the extension request'),
  ];
  const extension = (oid: string) =>
    only(
      extensions.filter((candidate) => candidate.extnID === oid),
      `the extension ${oid}`,
    );
  const templateExtension = extension(OID.certificateTemplateName);
  const alternativeNameExtension = extension(id_ce_subjectAltName);

  const templateName = decoded(templateExtension.extnValue, DirectoryString, 'the template name').toString();
  if (!isTemplateName(templateName)) throw new Error(`CSR: unknown certificate template ${templateName}`);
  const alternativeNames = decoded(alternativeNameExtension.extnValue, SubjectAlternativeName, 'the alternative name');
  const taxFacts = requested(only(alternativeNames, 'the alternative name').directoryName, 'the directory name');

  const fields = {
    commonName: requested(nameValue(subject, OID.commonName), 'CN'),
    organizationName: requested(nameValue(subject, OID.organization), 'O'),
    organizationUnit: requested(nameValue(subject, OID.organizationUnit), 'OU'),
    serialNumber: requested(nameValue(taxFacts, OID.surname), 'SN'),
    vatNumber: requested(nameValue(taxFacts, OID.userId), 'UID'),
    invoiceTypes: requested(nameValue(taxFacts, OID.title), 'title'),
    registeredAddress: requested(nameValue(taxFacts, OID.registeredAddress), 'registeredAddress'),
    businessCategory: requested(nameValue(taxFacts, OID.businessCategory), 'businessCategory'),
  };
  const problems = identityErrors(fields);
  if (problems.length > 0) throw new Error(`CSR: the unit's identity is refused: ${problemList(problems)}`);
  return {
    // identityErrors has checked invoiceTypes against INVOICE_TYPES.
    identity: fields as UnitIdentity,
    templateName,
    publicKeySpkiDer,
    subject,
    extensions: [templateExtension, alternativeNameExtension],
  };
}
