package dev.vex.core.grounding;

/**
 * An error from a source of ground truth that names the source, so that a turn can tell the user
 * which source could not be reached. A fetcher's exception implements it; one that does not is
 * reported under the fetcher's class name.
 */
public interface SourceFailure {

  /**
   * Returns the source's name as a user should read it.
   *
   * @return the source, for example {@code CoinGecko}
   */
  String source();

  /**
   * Returns whether the source does not know the subject: no place, coin, ticker or team of that
   * name. Such a name is not a subject: the turn announces nothing and goes on without it. The
   * default is false.
   *
   * @return true when the subject is unknown to the source
   */
  default boolean unknownSubject() {
    return false;
  }

  /**
   * Returns whether the source answered and holds nothing for the subject: a team it knows with no
   * fixtures, a day with no rate. Nothing went wrong, so the turn announces no failure; the turn
   * still has no data, so a figure of this kind in the reply is not live data (see {@link
   * FailedFetch#noData()}). The default is false.
   *
   * @return true when the source answered with nothing for the subject
   */
  default boolean noData() {
    return false;
  }
}
