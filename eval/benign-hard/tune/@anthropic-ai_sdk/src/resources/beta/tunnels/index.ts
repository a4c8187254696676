export {
  Certificates,
  type BetaTunnelCertificate,
  type CertificateCreateParams,
  type CertificateRetrieveParams,
  type CertificateListParams,
  type CertificateArchiveParams,
  type BetaTunnelCertificatesPageCursor,
} from './certificates';
export {
  Tunnels,
  type BetaTunnel,
  type BetaTunnelToken,
  type TunnelCreateParams,
  type TunnelRetrieveParams,
  type TunnelListParams,
  type TunnelArchiveParams,
  type TunnelRevealTokenParams,
  type TunnelRotateTokenParams,
  type BetaTunnelsPageCursor,
} from './tunnels';
