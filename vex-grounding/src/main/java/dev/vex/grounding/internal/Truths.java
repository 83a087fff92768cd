package dev.vex.grounding.internal;

import dev.vex.grounding.SourceException;
import dev.vex.grounding.SourceException.Reason;

/** Errors a parser raises when a body has the wrong shape or no data. */
public final class Truths {
  private Truths() {}

  /**
   * A body that parsed as JSON but is not the shape the source documents.
   *
   * @param source the source
   * @param url the URL
   * @param what what was missing
   * @return the error to throw
   */
  public static SourceException badShape(String source, String url, String what) {
    return new SourceException(
        source, url, 200, "unexpected JSON shape: " + what, Reason.BAD_RESPONSE, null);
  }

  /**
   * The source answered and has nothing for the question.
   *
   * @param source the source
   * @param url the URL
   * @param what what was not found, in words
   * @return the error to throw
   */
  public static SourceException notFound(String source, String url, String what) {
    return new SourceException(source, url, 200, what, Reason.NOT_FOUND, null);
  }

  /**
   * The source answered and does not know the name asked about (no such place, coin, ticker, team).
   *
   * @param source the source
   * @param url the URL
   * @param what what is unknown, in words
   * @return the error to throw
   */
  public static SourceException unknownSubject(String source, String url, String what) {
    return new SourceException(source, url, 200, what, Reason.UNKNOWN_SUBJECT, null);
  }
}
