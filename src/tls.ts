// HTTPS without a reverse proxy: the certificate and key files, read and checked before serving,
// so a wrong file stops the start with one line instead of failing every request.
import { createPrivateKey, type KeyObject, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";

export class TlsError extends Error {}

function read(file: string, what: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as { code?: string }).code;
    const why =
      code === "ENOENT"
        ? "no such file"
        : code === "EACCES"
          ? "permission denied"
          : code === "EISDIR"
            ? "it is a folder"
            : (error as Error).message;
    throw new TlsError(`Cannot read the TLS ${what} ${file}: ${why}`);
  }
}

/** The PEM text of both files, once the key is known to belong to the certificate. */
export function loadTls(certFile: string, keyFile: string): { cert: string; key: string } {
  const cert = read(certFile, "certificate");
  const key = read(keyFile, "key");
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(cert);
  } catch {
    throw new TlsError(`The TLS certificate ${certFile} is not a PEM certificate`);
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(key);
  } catch {
    throw new TlsError(`The TLS key ${keyFile} is not a PEM private key (or it is encrypted)`);
  }
  if (!certificate.checkPrivateKey(privateKey)) {
    throw new TlsError(`The TLS key ${keyFile} does not belong to the certificate ${certFile}`);
  }
  return { cert, key };
}
