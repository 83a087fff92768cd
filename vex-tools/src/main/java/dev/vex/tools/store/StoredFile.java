package dev.vex.tools.store;

import dev.vex.core.tool.Artefact;
import java.util.Objects;

/**
 * A file kept by a {@link FileStore}.
 *
 * @param id the store's id: letters, digits and dashes
 * @param name the file name to show and to download as
 * @param mediaType its media type, such as {@code application/pdf}
 * @param size its size in bytes
 * @param link where the user fetches it
 */
public record StoredFile(String id, String name, String mediaType, long size, String link) {
  /** Validates. */
  public StoredFile {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(mediaType, "mediaType");
    Objects.requireNonNull(link, "link");
  }

  /**
   * Returns it as a tool's artefact.
   *
   * @return the artefact
   */
  public Artefact toArtefact() {
    return new Artefact(id, name, mediaType, link);
  }
}
