package dev.vex.tools.store;

import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * Where tools keep what they make (a PDF), each under an id with a link the user can open. The
 * default is {@link DirectoryFileStore}, served by {@link FileServer}. Implementations must be
 * thread-safe.
 */
public interface FileStore {

  /**
   * Stores bytes under a new id.
   *
   * @param name the file name to show, such as {@code report.pdf}
   * @param mediaType the media type, such as {@code application/pdf}
   * @param bytes the content
   * @return the stored file, with its id and link
   * @throws IOException when it cannot be stored
   */
  StoredFile put(String name, String mediaType, byte[] bytes) throws IOException;

  /**
   * Looks a file up by id.
   *
   * @param id the id
   * @return the file, or empty when the id is unknown or malformed
   * @throws IOException when the store cannot be read
   */
  Optional<StoredFile> find(String id) throws IOException;

  /**
   * Opens a stored file's content.
   *
   * @param id the id
   * @return the content, or empty when the id is unknown or malformed
   * @throws IOException when the store cannot be read
   */
  Optional<InputStream> open(String id) throws IOException;
}
