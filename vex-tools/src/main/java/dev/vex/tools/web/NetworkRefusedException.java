package dev.vex.tools.web;

import dev.vex.core.VexException;

/**
 * A web tool refused a URL before sending anything: its scheme is not http or https, or its host
 * resolves to an address the {@link NetworkPolicy} refuses (loopback, private, link-local, cloud
 * metadata), directly or after a redirect.
 */
public final class NetworkRefusedException extends VexException {
  private static final long serialVersionUID = 1L;

  NetworkRefusedException(String message) {
    super(message);
  }
}
