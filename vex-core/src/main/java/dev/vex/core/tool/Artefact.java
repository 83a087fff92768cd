package dev.vex.core.tool;

import java.util.Objects;

/**
 * Something a tool made that outlives the turn, such as a PDF or a calendar entry, and the link
 * where the user gets it. A tool reports it with {@link ToolArguments#reportArtefact(Artefact)};
 * the link reaches {@link dev.vex.core.AgentReply#artefacts()}, the turn's links, and the fallback
 * ladder's first rung, so a failing model never drops it.
 *
 * @param id the store's id for it, not blank
 * @param name a name to show, such as the file name; defaults to the id
 * @param mediaType its media type, such as {@code application/pdf}; may be empty
 * @param link where the user fetches it: an absolute http or https URL
 */
public record Artefact(String id, String name, String mediaType, String link) {

  /** Validates. */
  public Artefact {
    Objects.requireNonNull(id, "id");
    if (id.isBlank()) {
      throw new IllegalArgumentException("id is blank");
    }
    name = name == null || name.isBlank() ? id : name;
    mediaType = mediaType == null ? "" : mediaType;
    Objects.requireNonNull(link, "link");
    if (!link.startsWith("http://") && !link.startsWith("https://")) {
      throw new IllegalArgumentException("link must be an http or https URL: " + link);
    }
  }
}
